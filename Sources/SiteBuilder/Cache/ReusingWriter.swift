import Foundation

/// Writes output files into the staged site, hard-linking the previous build's file instead when
/// `OutputManifest` says it was made from the same inputs, so a rebuild renders and writes only
/// what changed and the output folder is still swapped in whole.
struct ReusingWriter {
    let staging: StagingFolder
    /// nil writes everything.
    let manifest: OutputManifest?

    /// Writes what `make` returns to `sitePath`, unless the previous file can stay.
    func write(_ sitePath: String, fingerprint: Fingerprint, _ make: () throws -> Data) throws {
        let previous = (staging.destination as NSString).appendingPathComponent(sitePath)
        if let manifest, manifest.matches(sitePath, fingerprint: fingerprint, file: previous), try staging.link(previous, to: sitePath) {
            manifest.recordKept(sitePath)
            return
        }
        try staging.write(try make(), to: sitePath)
        manifest?.record(sitePath, fingerprint: fingerprint, file: staging.file(sitePath))
    }

    /// Writes `data` to `sitePath`, unless the previous build wrote the same bytes there: a file
    /// every build generates (the search index, the sitemap) is fingerprinted by its bytes.
    func write(_ data: Data, to sitePath: String) throws {
        var hasher = FingerprintHasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        try write(sitePath, fingerprint: hasher.finalize()) { data }
    }

    /// Keeps the previous build's file for `sitePath`, made from inputs with this fingerprint: the
    /// page of an article reused without being parsed (`IncrementalReuse.settle` checked
    /// that the file is still the one written).
    func keep(_ sitePath: String, fingerprint: Fingerprint) throws {
        let previous = (staging.destination as NSString).appendingPathComponent(sitePath)
        try write(sitePath, fingerprint: fingerprint) {
            guard let data = FileManager.default.contents(atPath: previous) else {
                throw SiteBuildError("'\(sitePath)' of the previous build is gone; run the build again")
            }
            return data
        }
    }

    /// Copies a file from disk; its fingerprint is its path, size and modification time.
    func copy(from source: String, to sitePath: String) throws {
        var hasher = FingerprintHasher()
        hasher.combine(fileAt: source)
        try write(sitePath, fingerprint: hasher.finalize()) {
            guard let data = FileManager.default.contents(atPath: source) else { throw SiteBuildError("cannot read '\(source)'") }
            return data
        }
    }
}
