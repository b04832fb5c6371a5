This is not Swift at all.
