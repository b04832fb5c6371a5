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

    func validate() throws {
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
        print("  cd \(name) && fieldguide build")
    }
}
