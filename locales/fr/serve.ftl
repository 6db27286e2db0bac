### placeholder
