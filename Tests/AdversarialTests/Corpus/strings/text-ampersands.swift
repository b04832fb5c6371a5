Text("& &amp; &lt; &#60; &#x3c; &")
