print("vitro")
