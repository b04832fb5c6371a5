Text(verbatim: "1️⃣#️⃣*️⃣")
    .font(.title)
