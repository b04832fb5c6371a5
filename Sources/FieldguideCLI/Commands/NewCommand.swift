import ArgumentParser
import Foundation
import SiteBuilder

/// `fieldguide new`: scaffolds a site folder that builds at once.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a site folder with a sample article and a copy of the built-in templates.")

    @Argument(help: "The folder to create.")
    var name: String

    /// An empty name would scaffold into the current folder; a control character in a folder name
    /// is never meant and cannot be shown or typed back.
    func validate() throws {
        guard !name.isEmpty else { throw ValidationError("the folder name is empty; name the folder to create, e.g. 'fieldguide new my-guide'") }
        guard !name.unicodeScalars.contains(where: TerminalText.isControl) else {
            throw ValidationError("the folder name '\(TerminalText.escaped(name))' holds a control character; choose a name without one")
        }
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: name), !existing.isEmpty {
            throw ValidationError("'\(name)' already exists and is not empty")
        }
    }

    func run() throws {
        do {
            try SiteScaffold.create(at: name)
        } catch {
            Console.error("\(error)")
            throw ExitStatus.contentErrors
        }
        print("Created \(name)/ with content/, templates/ and .gitignore. Build it with:")
        print("  cd \(ShellWord.quoted(name)) && fieldguide build")
    }
}
