Text("""
<script>
