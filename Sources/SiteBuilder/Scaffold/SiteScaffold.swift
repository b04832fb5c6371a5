import Foundation
import LayoutEngine
import SVGRenderer

/// `fieldguide new`: a site folder that builds at once, with a home page text, one sample article,
/// the built-in templates to adapt, and a `.gitignore` for the output and the figure cache.
public enum SiteScaffold {
    /// The files of a new site, as (path, text), templates included.
    public static var files: [(path: String, text: String)] {
        [
            (".gitignore", "_site/\n.fieldguide-cache/\n"),
            ("content/index.md", homePage),
            ("content/01-first-steps.md", sampleArticle),
        ] + BuiltInTemplates.files.map { ("templates/" + $0.path, $0.text) }
    }

    /// Writes the files into `folder`, which must not exist yet or be empty.
    public static func create(at folder: String) throws {
        let fileManager = FileManager.default
        if let existing = try? fileManager.contentsOfDirectory(atPath: folder), !existing.isEmpty {
            throw SiteBuildError("'\(folder)' already exists and is not empty")
        }
        for (path, text) in files {
            let file = (folder as NSString).appendingPathComponent(path)
            do {
                try fileManager.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: file))
            } catch {
                throw SiteBuildError("cannot write '\(file)': \(error.localizedDescription)")
            }
        }
    }

    static let homePage = """
        ---
        title: "My Field Guide"
        summary: "Notes on SwiftUI layout, with every example laid out from its own code."
        ---

        Each article is a Markdown file in `content/`. Every `swift` code block becomes a figure: the code, \
        and beside it the views it describes, laid out the way SwiftUI lays them out on an iPhone, with \
        each view's frame outlined.

        """

    static let sampleArticle = """
        ---
        title: "First steps"
        summary: "A code block, its preview, and the options that shape it."
        order: 1
        section: "Basics"
        ---

        Write SwiftUI view code in a `swift` block and the site shows what it lays out. The canvas is an \
        iPhone's \(NumberFormat.string(LayoutEngine.defaultCanvas.width)) × \(NumberFormat.string(LayoutEngine.defaultCanvas.height)) \
        points unless a fence option says otherwise; `height=fit` makes it as tall as the views.

        ```swift height=fit
        HStack(alignment: .firstTextBaseline) {
            Text("Hello")
                .font(.title)
            Text("world")
            Color.orange
                .frame(width: 24, height: 24)
        }
        .padding()
        ```

        ## Options

        Options follow the language on the fence line: `width=320` changes the canvas width, `frames=off` \
        hides the outlines, `name="Compact"` labels the preview, `no-preview` shows only the code, and \
        `hidden` evaluates a block (for example a view declared for later blocks) without showing it.

        ```swift width=200 height=fit name="Narrow"
        Text("A longer sentence wraps when the canvas is narrow.")
            .padding(8)
            .border(.blue)
        ```

        """
}
