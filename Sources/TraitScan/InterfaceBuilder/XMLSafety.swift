/// The check every Interface Builder file passes before an XML parser sees it: no DOCTYPE.
///
/// Xcode never writes a DOCTYPE into a storyboard or xib. A DOCTYPE is what XML attacks need:
/// entity declarations (billion laughs, quadratic blow-up) and external entities (XXE, reading
/// local files or URLs). libxml2 behind Foundation's `XMLParser` refuses the classic forms
/// (it does not resolve external entities unless asked and stops entity loops), but how much
/// expansion it allows depends on its version; rejecting the declaration before parsing keeps
/// memory bounded by the file's own size whatever the platform. The check looks at raw bytes,
/// so it cannot be fooled by encodings the parser would decode differently: a file that is not
/// UTF-8 or UTF-16 is not an IB file either.
///
/// ```swift
/// XMLSafety.problem(in: Array("<!DOCTYPE x [<!ENTITY a 'b'>]><x/>".utf8))
/// // "a DOCTYPE declaration (IB files have none; entities are not allowed)"
/// ```
enum XMLSafety {
  private static let doctype = Array("<!DOCTYPE".utf8)
  private static let entity = Array("<!ENTITY".utf8)

  /// Why the document is refused, or nil when it has no DOCTYPE or entity declaration.
  static func problem(in bytes: some Collection<UInt8>) -> (offset: Int, reason: String)? {
    let data = Array(bytes)
    if data.count >= 2, (data[0] == 0xFE && data[1] == 0xFF) || (data[0] == 0xFF && data[1] == 0xFE)
    {
      return (0, "UTF-16 text (Xcode writes UTF-8)")
    }
    if let offset = find(entity, in: data) {
      return (offset, "an entity declaration (entities are not allowed)")
    }
    if let offset = find(doctype, in: data) {
      return (offset, "a DOCTYPE declaration (IB files have none; entities are not allowed)")
    }
    return nil
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count, let first = needle.first else { return nil }
    var index = 0
    let last = haystack.count - needle.count
    while index <= last {
      if haystack[index] == first {
        var match = true
        for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
          match = false
          break
        }
        if match { return index }
      }
      index += 1
    }
    return nil
  }
}
