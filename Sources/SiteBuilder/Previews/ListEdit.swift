/// One list as an edit of another: how many elements at its start and at its end it shares with
/// the old one, and what lies between in the new one.
struct ListEdit<Element: Equatable> {
    let prefix: Int
    let suffix: Int
    let middle: ArraySlice<Element>

    init(from old: [Element], to new: [Element]) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.prefix = prefix
        self.suffix = suffix
        middle = new[prefix..<(new.count - suffix)]
    }
}
