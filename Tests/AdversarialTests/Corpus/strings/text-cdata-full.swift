Text("<![CDATA[<script>alert(1)</script>]]>")
