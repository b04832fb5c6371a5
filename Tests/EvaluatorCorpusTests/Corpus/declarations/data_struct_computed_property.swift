// canvas: 200xfit
struct Person {
    var first: String
    var last: String

    var initials: String {
        "\(first.prefix(1))\(last.prefix(1))"
    }
}

let person = Person(first: "Grace", last: "Hopper")
Text(person.initials)
    .font(.system(size: 10))
