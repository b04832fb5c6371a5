VStack {
    Label("<![CDATA[<script>alert(1)</script>]]>", systemImage: "<![CDATA[<script>alert(1)</script>]]>")
    Button("<![CDATA[<script>alert(1)</script>]]>") { }
}
