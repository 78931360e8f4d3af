import KitCore
