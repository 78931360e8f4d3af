import KitCore

print(Kit())
