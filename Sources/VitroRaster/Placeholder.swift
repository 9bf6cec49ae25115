enum _PlaceholderVitroRaster {}
