A list of addresses pasted at once over a link's address in the links widget (one per line, or between spaces, commas
or semicolons) becomes one link each, completed, cleaned and set to the network of its site, in both skins and in the
plain widget's new-link form. Any other paste goes into the field as before.
