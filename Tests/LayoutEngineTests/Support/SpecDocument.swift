/// The numbered sections and test vectors of one `Docs/Spec` file, read from its headings
/// (`### 2.3 Sharing the major axis`) and its test-vector rows (`| TV-27 | …`, `**TV-26 [S]**`,
/// `| TV-G1 | …`).
struct SpecDocument {
    let name: String
    let sections: Set<String>
    let testVectors: Set<String>

    init(name: String, text: String) {
        self.name = name
        var sections: Set<String> = []
        var testVectors: Set<String> = []
        for line in text.split(separator: "\n") {
            if let heading = line.firstMatch(of: #/^#{1,6}\s+(\d+(?:\.\d+)*)/#) {
                sections.insert(String(heading.1))
            }
            if let vector = line.firstMatch(of: #/^(?:#{1,6}\s+|\|\s*|\*\*)(TV-[A-Z]*\d+)\b/#) {
                testVectors.insert(String(vector.1))
            }
        }
        self.sections = sections
        self.testVectors = testVectors
    }

    /// Why `citation` does not resolve in this file, or nil when it does.
    func problem(with citation: SpecCitation) -> String? {
        guard sections.contains(citation.section) else {
            return "\(citation): \(name) has no section \(citation.section)"
        }
        if let vector = citation.testVector, !testVectors.contains(vector) {
            return "\(citation): \(name) has no test vector \(vector)"
        }
        return nil
    }
}
