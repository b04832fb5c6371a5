Text("**<script>alert(1)</script>**")
