// corpus: stubs-from apple__AppSidebarList.stubs.swift
