import MarkdownTree

extension MarkdownDocument {
    init(parsing text: String) {
        self = MarkdownParser.parse(text)
    }
}
