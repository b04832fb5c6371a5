Text(verbatim: "🇺🇸🇬🇧🇯🇵🏳️‍🌈")
    .font(.title)
