import ViewTree

/// Swift's `Comparable` and arithmetic for the values that have them beyond numbers and strings:
/// dates, and SwiftUI's `DynamicTypeSize`, whose cases are ordered from `xSmall` to
/// `accessibility5` (`size <= .large`).
extension SwiftLibrary {
    /// Two dates as their seconds, or two Dynamic Type sizes as their positions; nil otherwise.
    func orderedPair(_ a: Value, _ b: Value) -> (Double, Double)? {
        if let x = dateValue(a), let y = dateValue(b) { return (x, y) }
        if let x = dynamicTypeIndex(a), let y = dynamicTypeIndex(b) { return (Double(x), Double(y)) }
        return nil
    }

    /// `date + 3600`, `date - 60`, `60 + date`: a date moved by seconds.
    func dateArithmetic(_ op: String, _ a: Value, _ b: Value) -> Value? {
        if let d = dateValue(a), let t = b.asDouble, op == "+" || op == "-" { return date(op == "+" ? d + t : d - t) }
        if let t = a.asDouble, let d = dateValue(b), op == "+" { return date(d + t) }
        return nil
    }

    private func dynamicTypeIndex(_ value: Value) -> Int? {
        guard case .symbol(let s) = value.boundValue, s.arguments == nil else { return nil }
        return DynamicTypeSize.allCases.firstIndex { $0.rawValue == s.name }
    }

    /// Properties read on an implicit member: `size.isAccessibilitySize` on a `DynamicTypeSize`.
    func symbolProperty(_ name: String, of symbol: Symbol) -> Value? {
        guard name == "isAccessibilitySize", let index = dynamicTypeIndex(.symbol(symbol)) else { return nil }
        return .bool(DynamicTypeSize.allCases[index].rawValue.hasPrefix("accessibility"))
    }
}

extension Value {
    /// A type written as a value: `[Expense]()` and `[String: Int]()` call a literal of types.
    var isType: Bool {
        if case .type = self { return true }
        return false
    }
}
