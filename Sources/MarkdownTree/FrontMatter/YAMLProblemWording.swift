/// libyaml's problem strings in the words of someone writing front matter, with what to do: its
/// own ("did not find expected ',' or ']'", "found unexpected end of stream") name parser states,
/// not the author's mistake (issue 17 item 18). A problem not listed keeps libyaml's words.
enum YAMLProblemWording {
    /// The message after "invalid YAML: " for a problem libyaml reported; `context` is libyaml's
    /// "while scanning …" phrase, when it gave one.
    static func plain(_ problem: String, context: String?) -> String {
        if let words = wording[problem] { return words }
        if problem == "found unexpected end of stream", let context {
            return context.contains("quoted") ? "a quoted value is not closed; end it with the same quote mark" : "the front matter ends in the middle of a value"
        }
        if problem.contains("UTF-8") || problem.contains("Unicode") { return "bytes that are not UTF-8 text" }
        return problem
    }

    private static let wording: [String: String] = [
        "did not find expected ',' or ']'": "a '[' list is not closed; end it with ']' or quote the value",
        "did not find expected ',' or '}'": "a '{' mapping is not closed; end it with '}' or quote the value",
        "mapping values are not allowed in this context": "a second ': ' on one line; quote the value if it holds ': '",
        "found character that cannot start any token": "a value cannot start with this character ('@', '`', '%' or a tab); quote the value",
        "could not find expected ':'": "a line that is neither 'key: value' nor part of the value above; add ':' or indent it",
        "found a tab character that violates indentation": "a tab in the indentation; YAML indents with spaces only",
        "found a tab character where an indentation space is expected": "a tab in the indentation; YAML indents with spaces only",
        "did not find expected key": "a line indented unlike the keys around it; line it up with them",
        "did not find expected node content": "a value is missing here",
        "did not find expected '-' indicator": "a list item indented unlike the items around it; line it up with them",
        "block sequence entries are not allowed in this context": "a '- ' list item where a value belongs on the same line; start the list on the next line",
        "found undefined alias": "an alias ('*name') to an anchor ('&name') that is not defined above it",
        "found unknown escape character": "an unknown escape ('\\q') in a double-quoted value; write '\\\\' for a backslash or use single quotes",
        "found unexpected document indicator": "a '---' or '...' inside a quoted value; the front matter ends there",
        "control characters are not allowed": "a control character, which YAML does not allow; remove it",
        "did not find expected alphabetic or numeric character": "an anchor or alias ('&', '*') without a name",
        "found incompatible YAML document": "a '%YAML' directive for a version libyaml cannot read; remove it",
        "found duplicate %YAML directive": "a second '%YAML' directive; remove it",
        "found unexpected ':'": "a ':' where a value is expected; quote the value",
        "did not find URI escaped octet": "a tag ('!…') that is not a valid URI",
        "did not find expected tag URI": "a tag ('!…') that is not a valid URI",
        "found undefined tag handle": "a tag ('!x!') whose handle is not declared",
    ]
}
