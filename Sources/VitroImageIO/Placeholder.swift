enum _PlaceholderVitroImageIO {}
