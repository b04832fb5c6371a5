/// Why the font library could not provide a face; the message says how to fix it.
public enum FontLibraryError: Error, Equatable, CustomStringConvertible {
    /// No searched directory holds the file.
    case fontNotFound(family: String, fileName: String, package: String, searched: [String])
    /// The file exists but is not a font this reader understands.
    case unreadable(fileName: String, reason: String, package: String)

    public var description: String {
        switch self {
        case .fontNotFound(let family, let fileName, let package, let searched):
            "font '\(family)' not found ('\(fileName)' is in none of: \(searched.joined(separator: ", "))): "
                + "install it with `apt-get install \(package)`"
        case .unreadable(let fileName, let reason, let package):
            "font file '\(fileName)' cannot be read: \(reason); reinstall it with `apt-get install --reinstall \(package)`"
        }
    }
}
