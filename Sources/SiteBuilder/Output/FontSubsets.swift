import Foundation

/// WOFF2 subsets of the preview faces: Latin plus the punctuation and symbols the site's pages use
/// (16–32 KB a face instead of 260–320 KB), made with Debian's `python3-fonttools` and `woff2` and
/// kept between builds in a cache folder outside the repository. fontTools' subsetter keeps the
/// kept glyphs' advances and kerning, so text measured with the full faces draws the same.
enum FontSubsets {
    /// Basic Latin, Latin-1, the typographic punctuation, arrows and maths signs the guide writes.
    static let unicodes = "U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2013-2014,"
        + "U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212,U+2248,U+2260,U+2264-2265"
    /// Part of every cache key: bump it when the subsetting changes.
    static let version = "fieldguide-font-subsets-1"
    static let python = "/usr/bin/python3"
    static let compressor = "/usr/bin/woff2_compress"

    /// `$XDG_CACHE_HOME/fieldguide/fonts`, else `~/.cache/fieldguide/fonts`; found once, since a
    /// no-change build asks for every face.
    static let folder: URL = {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("fieldguide/fonts")
    }()

    /// The subset of each face in `sources`, made if the cache lacks it (all missing ones in one
    /// run of the subsetter); nil for a face when the tools are missing or fail (the site then
    /// publishes the whole face).
    static func woff2(for sources: [String]) -> [String?] {
        let targets = sources.map(target)
        let missing = sources.indices.filter { !FileManager.default.fileExists(atPath: targets[$0].path) }
        if !missing.isEmpty { make(missing.map { (sources[$0], targets[$0]) }) }
        return targets.map { FileManager.default.fileExists(atPath: $0.path) ? $0.path : nil }
    }

    /// The cache file for a face: its name and a fingerprint of the face file and the subsetting.
    private static func target(_ source: String) -> URL {
        var hasher = FingerprintHasher()
        hasher.combine(version)
        hasher.combine(unicodes)
        hasher.combine(fileAt: source)
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        return folder.appendingPathComponent("\(name)-\(hasher.finalize()).woff2")
    }

    /// Subsets into a private scratch folder, compresses, then moves each result into place, so
    /// two builds making the same subset never see half a file.
    private static func make(_ faces: [(source: String, target: URL)]) {
        let fileManager = FileManager.default
        guard fileManager.isExecutableFile(atPath: python), fileManager.isExecutableFile(atPath: compressor) else { return }
        let scratch = folder.appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: scratch) }
        guard (try? fileManager.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else { return }
        let subsets = faces.map { face in
            scratch.appendingPathComponent(face.target.deletingPathExtension().lastPathComponent + (face.source.hasSuffix(".otf") ? ".otf" : ".ttf"))
        }
        let jobs = zip(faces, subsets).map { face, subset in [face.source, "--unicodes=\(unicodes)", "--output-file=\(subset.path)"] }
        // One interpreter for every face: starting Python and importing fontTools costs more than a subset.
        let script = "import json, sys\nfrom fontTools import subset\nfor job in json.load(sys.stdin):\n    subset.main(job)\n"
        guard let input = try? JSONSerialization.data(withJSONObject: jobs), ExternalCommand.output(python, ["-c", script], input: input) != nil else { return }
        for (face, subset) in zip(faces, subsets) where ExternalCommand.output(compressor, [subset.path]) != nil {
            try? fileManager.moveItem(at: subset.deletingPathExtension().appendingPathExtension("woff2"), to: face.target)
        }
    }
}
