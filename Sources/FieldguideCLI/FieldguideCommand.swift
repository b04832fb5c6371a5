import ArgumentParser
import Foundation

/// `fieldguide`: builds, serves and checks SwiftUI layout field guides.
public struct FieldguideCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "fieldguide",
        abstract: "Build documentation sites whose SwiftUI previews are laid out from the code itself.",
        version: VersionInfo.text,
        subcommands: [BuildCommand.self, ServeCommand.self, CheckCommand.self, NewCommand.self, LayoutCommand.self, BuildWorkerCommand.self])

    public init() {}

    /// Runs the command line, mapping usage errors to exit status 2 (ArgumentParser uses 64).
    public static func runCommandLine() async -> Never {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            Foundation.exit(0)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
    }
}
