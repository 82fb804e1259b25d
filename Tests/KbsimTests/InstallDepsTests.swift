import Foundation
import TestSupport
import Testing

/// `Tools/install-deps.sh` on a fresh machine whose package lists are empty: it updates them
/// before installing, so apt never prints "Unable to locate package" (checked with stand-ins for
/// dpkg-query, apt-cache and apt-get that behave as apt does with empty lists).
struct InstallDepsTests {
  static let stubs: [String: String] = [
    "dpkg-query": "#!/bin/sh\nexit 1\n",
    "apt-cache": """
    #!/bin/sh
    [ -e "$STATE/updated" ] && printf '%s:\\n  Installed: (none)\\n  Candidate: 1.0\\n' "$2"
    exit 0

    """,
    "apt-get": """
    #!/bin/sh
    echo "apt-get $*" >> "$STATE/calls"
    case "$1" in
      update) touch "$STATE/updated"; exit 0 ;;
    esac
    if [ ! -e "$STATE/updated" ]; then
      for arg in "$@"; do
        case "$arg" in -*|install) ;; *) echo "E: Unable to locate package $arg" >&2 ;; esac
      done
      exit 100
    fi
    exit 0

    """,
    "sudo": "#!/bin/sh\nexec \"$@\"\n",
  ]

  @Test func emptyPackageListsAreUpdatedBeforeInstalling() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kbsim-install-deps-\(UUID().uuidString)")
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, script) in Self.stubs {
      let url = bin.appendingPathComponent(name)
      try Data(script.utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = "\(bin.path):/usr/bin:/bin"
    environment["STATE"] = folder.path
    let result = try ProcessRunner.run(
      URL(fileURLWithPath: "/bin/bash"),
      [Repository.url("Tools/install-deps.sh").path, "libfoo-dev", "bar", "--", "foo"],
      environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("Unable to locate"), "\(result.stderr)")
    let calls = try String(contentsOf: folder.appendingPathComponent("calls"), encoding: .utf8)
    #expect(calls.split(separator: "\n").first?.hasPrefix("apt-get update") == true, "\(calls)")
    #expect(calls.contains("install -y -qq libfoo-dev bar"))
  }
}
