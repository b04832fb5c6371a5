Text(verbatim: "& &amp; &lt; &#60; &#x3c; &")
    .font(.title)
