import Foundation
import LayoutEngine
import SVGRenderer

/// `fieldguide new`: a site folder that builds at once, with a home page text, one sample article,
/// the built-in templates to adapt, a `.gitignore` for the output and the figure cache, and a
/// GitHub Actions workflow that builds with `--strict` and publishes to GitHub Pages.
public enum SiteScaffold {
    /// The files of a new site, as (path, text), templates included.
    public static var files: [(path: String, text: String)] {
        [
            (".gitignore", "_site/\n.fieldguide-cache/\n"),
            (".github/workflows/publish.yml", publishWorkflow),
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

    /// Builds Fieldguide from its repository (the `FIELDGUIDE_REPOSITORY` variable, `owner/name`)
    /// on Debian 12 with Swift 6.3, the platform it is tested on, then the site with `--strict`,
    /// so a broken block or link fails the run before anything is published.
    static let publishWorkflow = """
        name: Publish the field guide
        on:
          push:
            branches: [main]
          workflow_dispatch:
        permissions:
          contents: read
          pages: write
          id-token: write
        concurrency:
          group: pages
          cancel-in-progress: true
        jobs:
          build:
            runs-on: ubuntu-latest
            container: swift:6.3-bookworm
            env:
              FIELDGUIDE_REPOSITORY: ${{ vars.FIELDGUIDE_REPOSITORY || 'your-org/fieldguide' }}
            steps:
              - uses: actions/checkout@v4
              - uses: actions/checkout@v4
                with:
                  repository: ${{ env.FIELDGUIDE_REPOSITORY }}
                  path: .fieldguide
              - name: Install Debian packages
                run: |
                  apt-get update
                  apt-get install -y --no-install-recommends \(buildPackages.joined(separator: " "))
              - name: Build fieldguide
                run: swift build -c release --package-path .fieldguide --product fieldguide
              - name: Build the site
                run: >-
                  .fieldguide/.build/release/fieldguide build --strict
                  --base-url "https://${{ github.repository_owner }}.github.io/${{ github.event.repository.name }}/"
              - uses: actions/upload-pages-artifact@v3
                with:
                  path: _site
          deploy:
            needs: build
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - id: deployment
                uses: actions/deploy-pages@v4

        """

    /// What a build needs from Debian: the Markdown parser, the fonts previews are measured with, the icons drawn for SF Symbols,
    /// the font subsetter and highlight.js for other languages (`Scripts/setup.sh` adds test tools).
    static let buildPackages = [
        "libcmark-dev", "pkg-config", "fonts-inter", "fonts-firacode", "fonts-material-design-icons-iconfont", "python3-fonttools", "woff2", "libjs-highlight.js",
    ]

    static let homePage = """
        ---
        title: "My Field Guide"
        summary: "Notes on SwiftUI layout, with every example laid out from its own code."
        urls: pretty
        ---

        Each article is a Markdown file in `content/`; a folder of articles is a section of the \
        sidebar, introduced by its `_index.md`. With `urls: pretty` each page has a folder's address \
        (`first-steps/`), which a web server or `fieldguide serve` opens.

        Every `swift` code block becomes a figure: the code, \
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
