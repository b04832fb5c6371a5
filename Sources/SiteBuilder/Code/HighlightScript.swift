import Diagnostics
import Foundation
import MarkdownTree

/// Highlighting for fenced blocks in languages other than Swift (`bash`, `json`, `yaml`, `diff`,
/// `objective-c`…). No Swift library in reach highlights those, so pages that have such a block
/// load Debian's highlight.js (package `libjs-highlight.js`, installed by `Scripts/setup.sh`),
/// copied from the system into the site only when some page needs it; the colours are the site
/// stylesheet's. Swift blocks are highlighted at build time by `SwiftHighlighter`.
enum HighlightScript {
    /// Where Debian installs the script.
    static let systemPath = "/usr/share/javascript/highlight.js/highlight.min.js"
    /// Where the site publishes it.
    static let sitePath = "assets/highlight.min.js"
    /// Languages that mean "no highlighting".
    private static let plainLanguages: Set<String> = ["text", "plaintext", "plain", "txt", "output", "console-output", "nohighlight"]

    static var isInstalled: Bool { FileManager.default.fileExists(atPath: systemPath) }

    /// The document's first fenced block the script would colour, if any.
    static func firstBlock(in document: MarkdownDocument) -> CodeBlock? {
        document.codeBlocks.first { block in
            guard let language = block.language?.lowercased() else { return false }
            return language != "swift" && !plainLanguages.contains(language)
        }
    }

    /// The warning for a page that needs the script on a machine without it.
    static func missing(_ file: String, at block: CodeBlock) -> Diagnostic {
        Diagnostic(
            .warning, .highlightScriptMissing,
            "'\(block.language ?? "")' blocks are shown without colours: Debian's 'libjs-highlight.js' is not installed; run Scripts/setup.sh or 'apt-get install libjs-highlight.js'",
            file: file, at: block.range.start)
    }
}
