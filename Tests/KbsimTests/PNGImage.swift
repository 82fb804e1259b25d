import Foundation

/// A minimal PNG reader for the browser test's screenshot.
///
/// 8-bit RGB or RGBA, non-interlaced: the format Chromium writes. Inflate (RFC 1951) and the five row filters, nothing more.
struct PNGImage {
  var width: Int
  var height: Int
  /// RGB(A) bytes, `channels` per pixel, row after row.
  var pixels: [UInt8]
  var channels: Int

  enum Failure: Error {
    case notPNG
    case unsupported(String)
    case corrupt(String)
  }

  init(data: Data) throws {
    let bytes = [UInt8](data)
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Failure.notPNG
    }
    var offset = 8
    var idat: [UInt8] = []
    var width = 0
    var height = 0
    var channels = 0
    func u32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while offset + 8 <= bytes.count {
      let length = u32(offset)
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      switch type {
      case "IHDR":
        width = u32(offset + 8)
        height = u32(offset + 12)
        guard body[8] == 8, body[12] == 0 else {
          throw Failure.unsupported("bit depth or interlace")
        }
        switch body[9] {
        case 2: channels = 3
        case 6: channels = 4
        default: throw Failure.unsupported("colour type \(body[9])")
        }
      case "IDAT": idat += body
      default: break
      }
      offset += 12 + length
    }
    let raw = try Inflate.zlib(idat)
    let stride = width * channels
    guard raw.count == height * (stride + 1) else { throw Failure.corrupt("size") }
    var pixels = [UInt8](repeating: 0, count: height * stride)
    for y in 0..<height {
      let filter = raw[y * (stride + 1)]
      let line = y * (stride + 1) + 1
      for x in 0..<stride {
        let a = x >= channels ? Int(pixels[y * stride + x - channels]) : 0
        let b = y > 0 ? Int(pixels[(y - 1) * stride + x]) : 0
        let c = (x >= channels && y > 0) ? Int(pixels[(y - 1) * stride + x - channels]) : 0
        let value = Int(raw[line + x])
        let predicted: Int
        switch filter {
        case 0: predicted = 0
        case 1: predicted = a
        case 2: predicted = b
        case 3: predicted = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: throw Failure.corrupt("filter \(filter)")
        }
        pixels[y * stride + x] = UInt8((value + predicted) & 0xFF)
      }
    }
    self.width = width
    self.height = height
    self.pixels = pixels
    self.channels = channels
  }

  /// Pixels within `tolerance` of `rgb` in every channel.
  func count(near rgb: (Int, Int, Int), tolerance: Int = 8) -> Int {
    var count = 0
    var i = 0
    while i < pixels.count {
      if abs(Int(pixels[i]) - rgb.0) <= tolerance && abs(Int(pixels[i + 1]) - rgb.1) <= tolerance
        && abs(Int(pixels[i + 2]) - rgb.2) <= tolerance
      {
        count += 1
      }
      i += channels
    }
    return count
  }
}

/// RFC 1950/1951 decompression: stored, fixed and dynamic Huffman blocks.
enum Inflate {
  static func zlib(_ input: [UInt8]) throws -> [UInt8] {
    guard input.count > 2 else { throw PNGImage.Failure.corrupt("zlib") }
    var reader = BitReader(bytes: input, position: 2)
    var output: [UInt8] = []
    output.reserveCapacity(input.count * 4)
    var last = false
    while !last {
      last = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0:
        reader.alignToByte()
        let length = try reader.bits(16)
        _ = try reader.bits(16)
        for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
      case 1:
        try inflate(&reader, &output, literals: fixedLiterals, distances: fixedDistances)
      case 2:
        let (literals, distances) = try dynamicTables(&reader)
        try inflate(&reader, &output, literals: literals, distances: distances)
      default: throw PNGImage.Failure.corrupt("block type")
      }
    }
    return output
  }

  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []
    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for i in 1..<16 { offsets[i] = offsets[i - 1] + counts[i - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
    func decode(_ reader: inout BitReader) throws -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1..<16 {
        code |= try reader.bits(1)
        let count = counts[length]
        if code - count < first { return symbols[index + (code - first)] }
        index += count
        first += count
        first <<= 1
        code <<= 1
      }
      throw PNGImage.Failure.corrupt("code")
    }
  }

  static let fixedLiterals = Huffman(
    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
  static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))
  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
    3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
    let literalCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeCount = try reader.bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for i in 0..<codeCount { codeLengths[order[i]] = try reader.bits(3) }
    let codes = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try codes.decode(&reader)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw PNGImage.Failure.corrupt("repeat") }
        lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
      case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
      default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
      }
    }
    return (
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount...]))
    )
  }

  static func inflate(
    _ reader: inout BitReader, _ output: inout [UInt8], literals: Huffman, distances: Huffman
  ) throws {
    while true {
      let symbol = try literals.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
        let code = try distances.decode(&reader)
        let distance = distanceBase[code] + (try reader.bits(distanceExtra[code]))
        guard distance <= output.count else { throw PNGImage.Failure.corrupt("distance") }
        let start = output.count - distance
        for i in 0..<length { output.append(output[start + i]) }
      }
    }
  }

  struct BitReader {
    let bytes: [UInt8]
    var position: Int
    var bitBuffer = 0
    var bitCount = 0

    init(bytes: [UInt8], position: Int) {
      self.bytes = bytes
      self.position = position
    }

    mutating func bits(_ count: Int) throws -> Int {
      while bitCount < count {
        guard position < bytes.count else { throw PNGImage.Failure.corrupt("end of data") }
        bitBuffer |= Int(bytes[position]) << bitCount
        position += 1
        bitCount += 8
      }
      let value = bitBuffer & ((1 << count) - 1)
      bitBuffer >>= count
      bitCount -= count
      return value
    }

    mutating func alignToByte() {
      bitBuffer = 0
      bitCount = 0
    }
  }
}
