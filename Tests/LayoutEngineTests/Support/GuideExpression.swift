import ViewTree

/// A tiny arithmetic language for fixture values that depend on a view: numbers, `width`,
/// `height`, guide reads like `[firstTextBaseline]`, `+ - * /` and parentheses.
/// Fixtures use it for alignment-guide closures and GeometryReader sizes.
struct GuideExpression: Sendable {
    private indirect enum Node: Sendable {
        case number(Double)
        case width, height
        case guide(String)
        case binary(Character, Node, Node)
        case negate(Node)
    }

    private let root: Node
    let text: String

    init(_ text: String) throws {
        self.text = text
        var parser = Parser(tokens: try Self.tokenize(text))
        root = try parser.expression()
        guard parser.index == parser.tokens.count else { throw FixtureError("unexpected '\(parser.tokens[parser.index])' in '\(text)'") }
    }

    /// Evaluates against a view's dimensions; guide names resolve through `guides`.
    func evaluate(width: Double, height: Double, guide: (String) -> Double = { _ in 0 }) -> Double {
        func eval(_ n: Node) -> Double {
            switch n {
            case .number(let v): v
            case .width: width
            case .height: height
            case .guide(let name): guide(name)
            case .negate(let a): -eval(a)
            case .binary(let op, let a, let b):
                switch op {
                case "+": eval(a) + eval(b)
                case "-": eval(a) - eval(b)
                case "*": eval(a) * eval(b)
                default: eval(a) / eval(b)
                }
            }
        }
        return eval(root)
    }

    private static func tokenize(_ text: String) throws -> [String] {
        var tokens: [String] = []
        var current = ""
        for ch in text {
            if ch.isLetter || ch.isNumber || ch == "." || ch == "_" {
                current.append(ch)
                continue
            }
            if !current.isEmpty { tokens.append(current); current = "" }
            if "+-*/()[]".contains(ch) { tokens.append(String(ch)) } else if ch != " " { throw FixtureError("bad character '\(ch)' in '\(text)'") }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        var index = 0

        mutating func expression() throws -> Node {
            var node = try term()
            while index < tokens.count, tokens[index] == "+" || tokens[index] == "-" {
                let op = Character(tokens[index]); index += 1
                node = .binary(op, node, try term())
            }
            return node
        }

        mutating func term() throws -> Node {
            var node = try factor()
            while index < tokens.count, tokens[index] == "*" || tokens[index] == "/" {
                let op = Character(tokens[index]); index += 1
                node = .binary(op, node, try factor())
            }
            return node
        }

        mutating func factor() throws -> Node {
            guard index < tokens.count else { throw FixtureError("expression ends early") }
            let token = tokens[index]; index += 1
            switch token {
            case "-": return .negate(try factor())
            case "(":
                let inner = try expression()
                try expect(")")
                return inner
            case "[":
                guard index < tokens.count else { throw FixtureError("guide name missing") }
                let name = tokens[index]; index += 1
                try expect("]")
                return .guide(name)
            case "width": return .width
            case "height": return .height
            default:
                guard let v = Double(token) else { throw FixtureError("unknown name '\(token)'") }
                return .number(v)
            }
        }

        mutating func expect(_ t: String) throws {
            guard index < tokens.count, tokens[index] == t else { throw FixtureError("expected '\(t)'") }
            index += 1
        }
    }
}

/// A problem in a fixture file, reported with the fixture's name by the runner.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
