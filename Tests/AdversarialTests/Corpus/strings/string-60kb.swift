Text("<<<REPEAT<script>&amp;]]>\u{1} REPEAT>>>")
