import ArgumentParser

/// `--content`, shared by `build` and `check`.
struct ContentOptions: ParsableArguments {
    @Option(name: .customLong("content"), help: "The folder with the articles and their assets.")
    var folder: String = "content"

    func validate() throws {
        guard Console.isFolder(folder) else { throw ValidationError("content folder '\(folder)' does not exist") }
    }
}
