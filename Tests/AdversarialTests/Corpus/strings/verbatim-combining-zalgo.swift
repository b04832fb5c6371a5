Text(verbatim: "Z<<<REPEAŢ̖́REPEAT>>>")
    .font(.title)
