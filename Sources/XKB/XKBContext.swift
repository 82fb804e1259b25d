internal import CXKBCommon

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A libxkbcommon context (`struct xkb_context`): where keymaps and Compose tables come from.
///
/// The context is hermetic by default: `XKB_DEFAULT_*` variables, `~/.config/xkb`, `~/.xkb` and
/// `$XKB_CONFIG_EXTRA_PATH` are ignored, and only the system's xkeyboard-config root is searched
/// (`XKB_CONTEXT_NO_DEFAULT_INCLUDES | XKB_CONTEXT_NO_ENVIRONMENT_NAMES`, then
/// `xkb_context_include_path_append(root)`). Ask for the environment explicitly:
///
/// ```swift
/// let hermetic = try XKBContext()
/// let likeTheDesktop = try XKBContext(.init(environment: .honoured))
/// ```
///
/// libxkbcommon's log messages are captured (see ``log``) instead of going to stderr.
/// Not `Sendable`: libxkbcommon's reference counts are not atomic.
public final class XKBContext {
  /// How the context treats the process environment.
  public enum Environment: Sendable {
    /// Ignore `XKB_DEFAULT_*` and the user's include paths; search only the system root.
    case ignored
    /// libxkbcommon's own behaviour: default include paths and `XKB_DEFAULT_*` names.
    case honoured
  }

  /// How to create a context.
  public struct Options: Sendable {
    /// Whether environment variables and per-user paths count.
    public var environment: Environment
    /// Include paths searched before the system root (`xkb_context_include_path_append`).
    public var includePaths: [String]
    /// The xkeyboard-config root; nil finds the installed one (see ``XKBContext/systemRoot``).
    public var root: String?

    /// Creates options; the defaults give a hermetic context on the system root.
    public init(
      environment: Environment = .ignored, includePaths: [String] = [], root: String? = nil
    ) {
      self.environment = environment
      self.includePaths = includePaths
      self.root = root
    }
  }

  let handle: OpaquePointer
  private let sink: LogSink
  private let target: UnsafeMutablePointer<keyboardsim_log_target>
  /// The include paths in search order.
  public let includePaths: [String]

  /// Creates a context.
  ///
  /// - Throws: ``XKBErrorCode/contextCreationFailed`` when no include path is usable.
  public init(_ options: Options = Options()) throws(XKBError) {
    var flags = XKB_CONTEXT_NO_FLAGS.rawValue
    if options.environment == .ignored {
      flags |= XKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue | XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue
    }
    guard let handle = xkb_context_new(xkb_context_flags(rawValue: flags)) else {
      throw XKBError(
        code: .contextCreationFailed,
        message: "cannot create an XKB context (no usable include path; is xkb-data installed?)")
    }
    self.handle = handle
    sink = LogSink()
    target = .allocate(capacity: 1)
    target.initialize(
      to: keyboardsim_log_target(
        emit: appendLogLine, owner: Unmanaged.passUnretained(sink).toOpaque()))
    keyboardsim_context_capture_log(handle, target)
    xkb_context_set_log_level(handle, XKB_LOG_LEVEL_ERROR)
    if options.environment == .ignored {
      for path in options.includePaths { xkb_context_include_path_append(handle, path) }
      guard let root = options.root ?? Self.systemRoot else {
        xkb_context_unref(handle)
        target.deallocate()
        throw XKBError(
          code: .contextCreationFailed,
          message:
            "xkeyboard-config not found (tried \(Self.rootCandidates.joined(separator: ", ")))")
      }
      guard xkb_context_include_path_append(handle, root) == 1 else {
        xkb_context_unref(handle)
        target.deallocate()
        throw XKBError(code: .contextCreationFailed, message: "cannot use XKB root '\(root)'")
      }
    } else {
      for path in options.includePaths.reversed() { xkb_context_include_path_append(handle, path) }
    }
    var paths: [String] = []
    for index in 0..<xkb_context_num_include_paths(handle) {
      if let path = xkb_context_include_path_get(handle, index) {
        paths.append(String(cString: path))
      }
    }
    includePaths = paths
  }

  deinit {
    xkb_context_unref(handle)
    target.deallocate()
  }

  /// `context`, or a new hermetic context when it is nil.
  static func given(_ context: XKBContext?) throws(XKBError) -> XKBContext {
    if let context { return context }
    return try XKBContext()
  }

  /// Where xkeyboard-config is looked for, in order.
  public static let rootCandidates = [
    "/usr/share/X11/xkb", "/usr/local/share/X11/xkb", "/opt/homebrew/share/X11/xkb",
    "/usr/X11R6/lib/X11/xkb",
  ]

  /// The first installed xkeyboard-config root, if any.
  public static var systemRoot: String? {
    rootCandidates.first { access("\($0)/rules/evdev", R_OK) == 0 }
  }

  /// The messages libxkbcommon logged since the last ``drainLog()``.
  public var log: [String] { sink.messages }

  /// Returns and clears the captured log.
  @discardableResult
  public func drainLog() -> [String] {
    defer { sink.messages.removeAll() }
    return sink.messages
  }
}

/// Collects libxkbcommon log lines for one context.
private final class LogSink {
  var messages: [String] = []
}

private let appendLogLine:
  @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?) -> Void = {
    owner, _, message in
    guard let owner, let message else { return }
    var line = String(cString: message)
    while line.last?.isNewline == true { line.removeLast() }
    Unmanaged<LogSink>.fromOpaque(owner).takeUnretainedValue().messages.append(line)
  }
