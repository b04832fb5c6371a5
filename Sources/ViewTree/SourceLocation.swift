import Diagnostics

/// Where a view or modifier was written: 1-based line and UTF-8 column in its source file, the
/// same position a diagnostic about it carries.
public typealias SourceLocation = SourcePosition
