// Menus of the Dhaka restaurants, one food a line: name | category | tag | price (taka) | description,
// and an optional last column `sold out` for a food that is not available now. Tags: quick = Quick and
// affordable, popular, budget = Budget friendly spots, healthy = Healthy food to explore, home = Homechefs.

export const SHAHI_KACCHI_GHOR = `
  Beef Kacchi Biryani            | biryani  | popular | 420    | Tender beef layered with aromatic basmati rice and potatoes, slow-cooked dum style in a sealed handi.
  Mutton Kacchi Biryani          | biryani  | popular | 520    | Old-style kacchi with bone-in khasi mutton, saffron, ghee and a soft alu.
  Chicken Kacchi Biryani         | biryani  | quick   | 340    | Marinated chicken cooked with kalijeera rice, fried onions and a boiled egg.
  Half Plate Kacchi              | biryani  | budget  | 260    | A smaller portion of our beef kacchi for a light lunch.
  Family Kacchi Platter          | biryani  | popular | 1150   | Kacchi for four with four pieces of mutton, eggs, jali kebab and a jug of borhani.
  Morog Polao                    | biryani  | home    | 380    | Wedding-style chicken polao cooked in ghee with whole spices and a hint of rose water.
  Jali Kebab                     | kebab    | quick   | 80     | A lacy egg-coated beef patty, crisp at the edges and soft inside.
  Shami Kebab                    | kebab    | budget  | 70     | Minced beef and chana dal patty, pan-fried and served with mint chutney.
  Chicken Reshmi Kebab           | kebab    | healthy | 240    | Mildly spiced chicken skewers marinated in yogurt and grilled over charcoal.
  Borhani                        | drinks   | popular | 70     | Spiced yogurt drink with mint, green chilli and black salt, the classic kacchi companion.
  Mattha                         | drinks   | healthy | 59.50  | Chilled salted buttermilk with roasted cumin.
  Lemon Mint Cooler              | drinks   | quick   | 90     | Fresh lemon, mint and crushed ice, shaken to order.
  Firni                          | desserts | budget  | 80     | Ground rice pudding set in a clay bowl with pistachio and cardamom.
  Shahi Jorda                    | desserts | home    | 90     | Sweet saffron rice with raisins, nuts and candied fruit. | sold out
  Mishti Doi                     | desserts | popular | 75     | Sweet caramelised yogurt set in a traditional clay pot.
  Egg Chop                       | snacks   | budget  | 45     | A boiled egg wrapped in spiced mashed potato, crumbed and fried.
`;

export const PURAN_DHAKA_KEBAB_HOUSE = `
  Beef Suti Kebab                | kebab    | popular | 260    | Thin threads of beef marinated overnight with raw papaya and spices, grilled on skewers.
  Chicken Tikka Kebab            | kebab    | popular | 220    | Yogurt-marinated boneless chicken, chargrilled until smoky.
  Beef Boti Kebab                | kebab    | quick   | 240    | Chunks of spiced beef grilled over coals and finished with butter.
  Mutton Chaap                   | kebab    | popular | 320    | Flattened mutton ribs marinated in spices and slow-fried until crisp.
  Chicken Chaap                  | kebab    | budget  | 180    | Old Dhaka chicken chaap with a crunchy spice crust, best with luchi.
  Sheek Kebab                    | kebab    | quick   | 150.50 | Minced beef skewers with ginger, garlic and green chilli.
  Grilled Chicken Half           | kebab    | healthy | 330    | Half a chicken, charcoal grilled with lemon and herbs and no butter.
  Tangri Kebab                   | kebab    | home    | 210    | Chicken drumsticks in a cashew and cream marinade, grilled slowly.
  Nazira Bazar Mutton Biryani    | biryani  | popular | 360    | Chinigura rice cooked with mutton, mustard oil and green chilli, the Old Dhaka way.
  Beef Tehari                    | biryani  | budget  | 180    | Small cubes of beef cooked with fragrant rice in mustard oil and green chillies.
  Malai Lassi                    | drinks   | quick   | 80     | Thick sweet yogurt lassi topped with a layer of cream.
  Lemon Soda                     | drinks   | budget  | 40     | Fizzy soda with fresh lemon and a pinch of salt.
  Bakarkhani (4 pcs)             | bakery   | budget  | 60     | Crisp, layered Old Dhaka flatbread baked in a clay tandoor.
  Butter Naan                    | bakery   | quick   | 35     | Soft tandoori naan brushed with butter.
`;

export const PIZZA_BARI = `
  Margherita Pizza               | pizza    | quick   | 550    | Tomato sauce, mozzarella and fresh basil on a thin, crisp crust.
  Pepperoni Pizza                | pizza    | popular | 750    | Beef pepperoni and a generous layer of mozzarella.
  BBQ Chicken Pizza              | pizza    | popular | 790    | Smoky barbecue chicken, red onion and capsicum.
  Beef Kala Bhuna Pizza          | pizza    | popular | 850    | Chattogram-style kala bhuna beef with onions and green chilli on a cheesy base.
  Chicken Tikka Pizza            | pizza    | quick   | 720    | Tandoori chicken tikka, onions and a drizzle of mint mayo.
  Veggie Supreme Pizza           | pizza    | healthy | 620    | Mushroom, capsicum, olives, sweet corn and tomato on a whole wheat crust.
  Four Cheese Pizza              | pizza    | popular | 890    | Mozzarella, cheddar, parmesan and cream cheese.
  Naga Chicken Pizza             | pizza    | home    | 760    | Fiery naga chilli chicken for those who like it hot. | sold out
  Personal Cheese Pizza          | pizza    | budget  | 290    | A 7-inch pizza with tomato sauce and plenty of cheese.
  Chicken Alfredo Pasta          | pasta    | popular | 480    | Fettuccine in a creamy parmesan sauce with grilled chicken.
  Spaghetti Bolognese            | pasta    | quick   | 450    | Slow-cooked beef ragu tossed with spaghetti.
  Penne Arrabbiata               | pasta    | budget  | 380    | Penne in a spicy garlic and tomato sauce.
  Cold Coffee                    | drinks   | popular | 189.50 | Blended iced coffee with a scoop of vanilla ice cream.
  Soft Drink (500 ml)            | drinks   | budget  | 50     | A chilled bottle of cola, lemon or orange soda.
  Chocolate Lava Cake            | desserts | popular | 250    | Warm chocolate cake with a molten centre.
  Tiramisu                       | desserts | quick   | 320    | Coffee-soaked sponge layered with mascarpone cream.
`;

export const BURGER_ADDA = `
  Classic Beef Burger            | burgers  | popular | 320    | A juicy beef patty with cheddar, lettuce, tomato and house sauce.
  Double Decker Beef Burger      | burgers  | popular | 520    | Two beef patties, two slices of cheese and caramelised onions.
  Crispy Chicken Burger          | burgers  | quick   | 260    | Buttermilk fried chicken thigh with coleslaw and mayo.
  Naga Chicken Burger            | burgers  | popular | 290    | Crispy chicken smothered in a fiery naga sauce.
  Mushroom Swiss Burger          | burgers  | home    | 420    | A beef patty with sautéed mushrooms and melted Swiss cheese.
  Grilled Chicken Burger         | burgers  | healthy | 310    | Grilled chicken breast on a whole wheat bun with lettuce and yogurt dressing.
  Veggie Bean Burger             | burgers  | healthy | 240    | A spiced bean and vegetable patty with fresh salad.
  Mini Cheeseburger              | burgers  | budget  | 160    | A small beef cheeseburger, just right for a snack.
  Fish Fillet Burger             | burgers  | quick   | 340    | A crumbed fish fillet with tartar sauce and lettuce. | sold out
  French Fries                   | snacks   | budget  | 120    | Crisp golden fries with ketchup.
  Chicken Nuggets (6 pcs)        | snacks   | quick   | 180    | Tender chicken nuggets with a garlic dip.
  Chocolate Milkshake            | drinks   | popular | 220    | A thick shake made with real chocolate and ice cream.
  Strawberry Milkshake           | drinks   | quick   | 220    | Fresh strawberries blended with milk and vanilla ice cream.
  Mint Lemonade                  | drinks   | healthy | 120    | Fresh mint, lime and crushed ice.
`;

export const SHANGHAI_GARDEN = `
  Chicken Chowmein               | chinese  | popular | 319.50 | Stir-fried egg noodles with chicken and crunchy vegetables.
  Vegetable Chowmein             | chinese  | healthy | 260    | Noodles tossed with cabbage, carrot, capsicum and spring onion.
  Egg Fried Rice                 | chinese  | budget  | 219.50 | Wok-fried rice with egg and spring onion.
  Special Fried Rice             | chinese  | popular | 340    | Fried rice with chicken, prawn and egg.
  Chilli Chicken                 | chinese  | popular | 380    | Crispy chicken tossed with green chillies, capsicum and soy.
  Thai Soup                      | chinese  | quick   | 290    | Our hot and sour Thai soup with chicken, prawn and mushroom.
  Chicken Corn Soup              | chinese  | healthy | 250    | A light soup with sweet corn and shredded chicken.
  Beef Chilli Onion              | chinese  | home    | 420    | Sliced beef with onions and dry red chillies.
  Prawn Tempura (6 pcs)          | chinese  | quick   | 450    | Batter-fried prawns with sweet chilli sauce. | sold out
  Chicken Momo (8 pcs)           | chinese  | healthy | 240    | Steamed chicken dumplings with a spicy tomato dip.
  Sweet and Sour Prawn           | chinese  | popular | 520    | Prawns in a tangy sauce with pineapple and capsicum.
  Mixed Vegetable Stir Fry       | chinese  | healthy | 230    | Seasonal vegetables stir-fried with garlic.
  Chicken Spring Roll (4 pcs)    | chinese  | budget  | 160    | Crisp rolls filled with chicken and vegetables.
  Fresh Lime Soda                | drinks   | healthy | 110    | Sweet or salted soda with fresh lime.
  Ice Cream with Chocolate Sauce | desserts | quick   | 180    | Two scoops of vanilla ice cream with warm chocolate sauce.
  Fried Ice Cream                | desserts | home    | 220    | Crumb-coated ice cream fried for a crisp shell.
`;

export const MAMA_TEHARI_HOUSE = `
  Beef Tehari (Full)             | biryani  | popular | 200    | Old Dhaka beef tehari cooked in mustard oil with green chillies and a squeeze of lime.
  Beef Tehari (Half)             | biryani  | budget  | 120    | A half plate of our signature tehari.
  Chicken Tehari                 | biryani  | quick   | 160    | Fragrant chinigura rice with chicken and fried onions.
  Egg Khichuri                   | biryani  | budget  | 110    | Soft lentil khichuri with a masala egg, perfect for a rainy day.
  Bhuna Khichuri with Beef       | biryani  | home    | 240    | Thick bhuna khichuri served with a rich beef curry.
  Borhani (500 ml)               | drinks   | budget  | 90     | Our house borhani by the bottle.
  Mango Lassi                    | drinks   | popular | 130    | Ripe mango blended with yogurt.
  Jorda                          | desserts | budget  | 60     | Sweet saffron rice with raisins.
  Beef Shingara (4 pcs)          | snacks   | quick   | 80     | Pastry cones stuffed with spiced minced beef.
  Salad Plate                    | snacks   | healthy | 50     | Cucumber, onion, tomato and green chilli with lime.
`;

export const BAKE_AND_BREW = `
  Chicken Patties                | bakery   | quick   | 70     | Flaky puff pastry filled with creamy chicken.
  Butter Croissant               | bakery   | popular | 140    | A layered, buttery croissant baked every morning.
  Chocolate Croissant            | bakery   | popular | 170    | A croissant with a dark chocolate centre.
  Whole Wheat Bread              | bakery   | healthy | 120    | A loaf of soft whole wheat sandwich bread.
  Multigrain Sourdough           | bakery   | healthy | 260    | Slow-fermented sourdough with flax and sunflower seeds.
  Garlic Bread                   | bakery   | budget  | 109.50 | Toasted baguette slices with garlic butter and herbs.
  Chicken Sandwich               | bakery   | quick   | 180    | Grilled chicken, lettuce and mayo in toasted bread.
  Cappuccino                     | drinks   | popular | 180    | A double espresso with steamed milk foam.
  Americano                      | drinks   | quick   | 150    | Espresso topped with hot water.
  Iced Latte                     | drinks   | popular | 210    | Espresso and cold milk over ice.
  Banana Oat Smoothie            | drinks   | healthy | 200    | Banana, oats, yogurt and honey blended smooth.
  Red Velvet Pastry              | desserts | popular | 160    | A slice of red velvet cake with cream cheese frosting.
  Black Forest Pastry            | desserts | quick   | 150    | Chocolate sponge with cherries and whipped cream.
  Brownie                        | desserts | budget  | 89.50  | A fudgy chocolate brownie with walnuts.
`;

export const KEBAB_KUTHIR = `
  Chicken Tikka (4 pcs)          | kebab    | quick   | 200    | Boneless chicken tikka grilled in a clay oven.
  Beef Seekh Kebab (4 pcs)       | kebab    | popular | 240    | Spiced minced beef on skewers, charred on the outside.
  Mutton Boti Kebab              | kebab    | popular | 380    | Tender mutton cubes in a papaya and spice marinade.
  Chicken Malai Kebab            | kebab    | home    | 260    | Cream and cheese marinated chicken, mild and juicy.
  Grilled Fish Kebab             | kebab    | healthy | 310    | Rui fish chunks grilled with mustard and lemon.
  Chicken Shawarma               | kebab    | budget  | 150    | Spit-roasted chicken wrapped in pita with garlic sauce.
  Kebab Burger                   | burgers  | popular | 250    | A seekh kebab patty in a toasted bun with mint mayo.
  Chicken Shami Burger           | burgers  | budget  | 140    | A street-style burger with a chicken shami patty and egg.
  Beef Cheese Burger             | burgers  | quick   | 280    | A beef patty with cheddar, pickles and onion.
  Tikka Burger                   | burgers  | popular | 270    | Chicken tikka pieces, onion and yogurt sauce in a soft bun.
  Borhani                        | drinks   | popular | 60     | Spiced yogurt drink with mint and green chilli.
  Mango Juice                    | drinks   | healthy | 140    | Fresh mango juice with no added sugar.
`;
