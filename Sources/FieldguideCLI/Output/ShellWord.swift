/// A path written so that a POSIX shell reads it back as one word, for commands the tool suggests
/// (`cd 'my guide' && fieldguide build`): printed unquoted, a name with a space, `$` or `;` would
/// be split, expanded or run.
enum ShellWord {
    /// Bytes a shell never treats specially, so a word made only of them needs no quotes.
    private static let plain = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_./@%+=:,-".unicodeScalars)

    /// `word` as is when it is plain, else in single quotes (each `'` written as `'\''`); a word
    /// starting with `-` gets `./` in front so `cd` does not read it as an option.
    static func quoted(_ word: String) -> String {
        let word = word.hasPrefix("-") ? "./" + word : word
        guard word.isEmpty || !word.unicodeScalars.allSatisfy(plain.contains) else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
