import ArgumentParser
import Foundation

/// `fieldguide`: builds, serves and checks SwiftUI layout field guides.
public struct FieldguideCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "fieldguide",
        abstract: "Build documentation sites whose SwiftUI previews are laid out from the code itself.",
        subcommands: [BuildCommand.self, CheckCommand.self, NewCommand.self, LayoutCommand.self])

    public init() {}

    /// Runs the command line, mapping usage errors to exit status 2 (ArgumentParser uses 64).
    public static func runCommandLine() -> Never {
        do {
            var command = try parseAsRoot()
            try command.run()
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
    }
}
