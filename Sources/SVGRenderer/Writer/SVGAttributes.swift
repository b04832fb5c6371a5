/// An element's attributes, kept sorted by name, which is the order `SVGWriter` writes them in.
///
/// An element has a handful of attributes, so a sorted list is cheaper than a hash table: hashing
/// every name, and sorting each element's table before writing it, were about 4% of a cold build
/// (a slider draws each preview at several widths).
struct SVGAttributes: Equatable, ExpressibleByDictionaryLiteral, Sequence, CustomStringConvertible {
    /// One attribute.
    struct Attribute: Equatable {
        let name: String
        var value: String
    }

    private var attributes: [Attribute] = []

    /// A name given twice keeps its last value.
    init(dictionaryLiteral elements: (String, String)...) {
        attributes.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    var isEmpty: Bool { attributes.isEmpty }

    subscript(name: String) -> String? {
        get {
            let index = position(of: name)
            return index < attributes.count && attributes[index].name == name ? attributes[index].value : nil
        }
        set {
            let index = position(of: name)
            let present = index < attributes.count && attributes[index].name == name
            switch (present, newValue) {
            case (true, let value?): attributes[index].value = value
            case (true, nil): attributes.remove(at: index)
            case (false, let value?): attributes.insert(Attribute(name: name, value: value), at: index)
            case (false, nil): break
            }
        }
    }

    /// These and `other`'s attributes; for a name in both, `combine` gets this one's value and the other's.
    func merging(_ other: SVGAttributes, uniquingKeysWith combine: (String, String) -> String) -> SVGAttributes {
        var merged = self
        for attribute in other {
            merged[attribute.name] = merged[attribute.name].map { combine($0, attribute.value) } ?? attribute.value
        }
        return merged
    }

    /// In name order.
    func makeIterator() -> IndexingIterator<[Attribute]> { attributes.makeIterator() }

    var description: String {
        "[" + attributes.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "]"
    }

    /// The index of `name`, or where it would go: names compare as `String`s, the order the
    /// writer has always used.
    private func position(of name: String) -> Int {
        var low = 0, high = attributes.count
        while low < high {
            let middle = (low + high) / 2
            if attributes[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
