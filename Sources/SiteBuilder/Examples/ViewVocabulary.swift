import ViewTree

/// The SwiftUI views and modifiers a piece of code uses, by name (`HStack`, `alignmentGuide`),
/// collected from the evaluated view trees for the search index. Author-defined views and
/// placeholders for unknown code are not SwiftUI vocabulary and are left out.
enum ViewVocabulary {
    static func names(in root: ViewNode) -> Set<String> {
        var names: Set<String> = []
        var pending = [root]
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            switch node.kind {
            case .custom, .placeholder: continue
            default: if !node.isSynthetic { names.insert(node.kindName) }
            }
        }
        return names
    }
}
