Text(verbatim: "<![CDATA[<script>alert(1)</script>]]>")
    .font(.title)
