import ArgumentParser

/// The exit codes every command shares: 0 success, 1 content errors, 2 usage errors.
enum ExitStatus {
    static let contentErrors = ExitCode(1)
    static let usage = ExitCode(2)
}
