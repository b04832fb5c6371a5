import Foundation
import PackagePlugin

/// Compiles the package's top-level `templates/` folder into the target as Swift string constants,
/// so `fieldguide new` and a missing `--templates` folder fall back to the same files the
/// repository ships, with no resource bundle to install next to the binary.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInTemplateFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding templates/ into \(target.name)",
                executable: try context.tool(named: "template-embedder").url,
                arguments: [templates.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: try files(under: templates),
                outputFiles: [output])
        ]
    }

    /// Every regular file below `folder`, so editing any template reruns the embedder.
    private func files(under folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return try walker.compactMap { item in
            guard let url = item as? URL, try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { return nil }
            return url
        }
    }
}
