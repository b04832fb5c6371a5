import ArgumentParser

/// The exit codes every command shares: 0 success, 1 content errors or a failure (a build that
/// cannot complete, an address `serve` cannot listen on), 2 usage errors.
enum ExitStatus {
    static let contentErrors = ExitCode(1)
    static let usage = ExitCode(2)
}
