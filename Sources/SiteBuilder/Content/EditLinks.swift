import MarkdownTree

/// Each article's "Edit this page" link and "Last updated" day: the link from `repository` (and
/// `branch`, default `main`) in `index.md`'s front matter and where the content folder sits in
/// the repository; the day from the file's newest commit (`SourceHistory`).
struct EditLinks: Sendable {
    /// The repository's web address without a trailing `/`, when `index.md` names one.
    let repository: String?
    let branch: String
    let history: SourceHistory

    static let defaultBranch = "main"

    init(home: FrontMatter?, history: SourceHistory) {
        var repository = home?.repository?.trimmingCharacters(in: .whitespaces) ?? ""
        while repository.hasSuffix("/") { repository.removeLast() }
        self.repository = repository.isEmpty ? nil : repository
        branch = home?.branch ?? Self.defaultBranch
        self.history = history
    }

    /// What an article's page shows; nil when there is neither a link nor a day.
    func edit(for file: String) -> PageContext.Edit? {
        let url = repository.map { "\($0)/edit/\(branch)/\(history.folderInRepository ?? "")\(file)" }
        let day = lastUpdated(file)
        guard url != nil || day != nil else { return nil }
        return PageContext.Edit(url: url.map(HTMLEscaping.replacingCharactersXMLForbids), lastUpdated: day)
    }

    /// `YYYY-MM-DD` of the file's newest commit.
    func lastUpdated(_ file: String) -> String? { history.lastCommitDays[file] }

    /// Everything `edit(for:)` reads, for the article's record key: a new commit or a new
    /// repository address changes the page though its Markdown did not.
    func signature(of file: String) -> String {
        "\(repository ?? "")\u{1}\(branch)\u{1}\(history.folderInRepository ?? "")\u{1}\(lastUpdated(file) ?? "")"
    }
}
